// The error messages and success toasts for sign-in, registration and logout.

import { displayName, type NamedUser } from '@/lib/user-names';

export const SERVER_ERROR_MESSAGE = 'Error del servidor. Intenta nuevamente más tarde.';

/** The failed sign-in's message, by status. `serverMessage` is the API's Spanish message, `errorText` the raw error text. */
export function loginErrorMessage(
  status: number | undefined,
  serverMessage?: string,
  errorText?: string,
): string {
  switch (status) {
    case 401:
      return 'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.';
    case 404:
      return 'Usuario no encontrado. ¿Necesitas crear una cuenta?';
    case 429:
      return 'Demasiados intentos de inicio de sesión. Intenta nuevamente en unos minutos.';
    case 500:
      return SERVER_ERROR_MESSAGE;
    default:
      return serverMessage || errorText || 'Error desconocido';
  }
}

/**
 * The failed registration's message, by status. A 409 about the username (the server says which field)
 * gets the server's own message: the spec's text speaks of the email only.
 */
export function registerErrorMessage(
  status: number | undefined,
  serverMessage?: string,
  conflictField?: string,
): string {
  switch (status) {
    case 400:
      return 'Datos de registro inválidos. Verifica los campos.';
    case 409:
      if (conflictField === 'username' && serverMessage) return serverMessage;
      return 'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?';
    case 500:
      return SERVER_ERROR_MESSAGE;
    default:
      return serverMessage || 'Error al registrar usuario';
  }
}

export const loginSuccessToast = (user: NamedUser) => ({
  title: '¡Bienvenido/a!',
  description: `Hola ${displayName(user)}, sesión iniciada correctamente.`,
});

export const registerSuccessToast = (user: NamedUser) => ({
  title: '¡Cuenta creada!',
  description: `Bienvenido/a ${displayName(user)}, tu cuenta ha sido creada exitosamente.`,
});

export const logoutSuccessToast = {
  title: 'Sesión cerrada',
  description: 'Has cerrado sesión correctamente.',
} as const;

export const noSessionToast = {
  title: 'No hay sesión activa',
  description: 'No tienes una sesión iniciada para cerrar',
} as const;

export const missingCredentialsToast = {
  title: 'Credenciales requeridas',
  description: 'Por favor ingresa tu nombre de usuario y contraseña',
} as const;

/** Titles of the destructive toasts shown on failure. */
export const LOGIN_ERROR_TITLE = 'No se pudo iniciar sesión';
export const REGISTER_ERROR_TITLE = 'No se pudo crear la cuenta';
