import { describe, expect, it } from 'vitest';
import { displayName } from '@/lib/user-names';
import {
  loginErrorMessage,
  loginSuccessToast,
  logoutSuccessToast,
  missingCredentialsToast,
  noSessionToast,
  registerErrorMessage,
  registerSuccessToast,
} from './auth-messages';

describe('loginErrorMessage', () => {
  it.each([
    [401, 'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.'],
    [404, 'Usuario no encontrado. ¿Necesitas crear una cuenta?'],
    [429, 'Demasiados intentos de inicio de sesión. Intenta nuevamente en unos minutos.'],
    [500, 'Error del servidor. Intenta nuevamente más tarde.'],
  ])('%i → %s', (status, message) => {
    expect(loginErrorMessage(status, 'mensaje del servidor', 'texto')).toBe(message);
  });

  it('other statuses use the server message, then the error text, then "Error desconocido"', () => {
    expect(loginErrorMessage(400, 'Correo no válido', '400: {...}')).toBe('Correo no válido');
    expect(loginErrorMessage(403, undefined, '403: Forbidden')).toBe('403: Forbidden');
    expect(loginErrorMessage(503)).toBe('Error desconocido');
    expect(loginErrorMessage(undefined, '', '')).toBe('Error desconocido');
  });
});

describe('registerErrorMessage', () => {
  it.each([
    [400, 'Datos de registro inválidos. Verifica los campos.'],
    [409, 'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?'],
    [500, 'Error del servidor. Intenta nuevamente más tarde.'],
  ])('%i → %s', (status, message) => {
    expect(registerErrorMessage(status, 'mensaje del servidor')).toBe(message);
  });

  it('other statuses use the server message, else "Error al registrar usuario"', () => {
    expect(registerErrorMessage(422, 'El nombre de usuario ya existe')).toBe(
      'El nombre de usuario ya existe',
    );
    expect(registerErrorMessage(418)).toBe('Error al registrar usuario');
  });

  it('a 409 about the username shows the server message, about the email the spec text', () => {
    const taken = 'Ese nombre de usuario ya está en uso. Elige otro.';
    expect(registerErrorMessage(409, taken, 'username')).toBe(taken);
    expect(registerErrorMessage(409, 'x', 'email')).toBe(
      'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?',
    );
  });
});

describe('names and toasts', () => {
  it('shows fullName, else username, else "Usuario"', () => {
    expect(displayName({ fullName: 'Ana Pérez', username: 'ana' })).toBe('Ana Pérez');
    expect(displayName({ fullName: '  ', username: 'ana' })).toBe('ana');
    expect(displayName({ fullName: null, username: null })).toBe('Usuario');
    expect(displayName(null)).toBe('Usuario');
  });

  it('uses the exact spec texts', () => {
    expect(loginSuccessToast({ fullName: 'Ana' })).toEqual({
      title: '¡Bienvenido/a!',
      description: 'Hola Ana, sesión iniciada correctamente.',
    });
    expect(registerSuccessToast({ username: 'ana' })).toEqual({
      title: '¡Cuenta creada!',
      description: 'Bienvenido/a ana, tu cuenta ha sido creada exitosamente.',
    });
    expect(logoutSuccessToast).toEqual({
      title: 'Sesión cerrada',
      description: 'Has cerrado sesión correctamente.',
    });
    expect(noSessionToast).toEqual({
      title: 'No hay sesión activa',
      description: 'No tienes una sesión iniciada para cerrar',
    });
    expect(missingCredentialsToast).toEqual({
      title: 'Credenciales requeridas',
      description: 'Por favor ingresa tu nombre de usuario y contraseña',
    });
  });
});
