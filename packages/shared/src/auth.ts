import { z } from 'zod';
import { notificationPreferences, registrableRoles, userRoles } from './enums.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 2;
export const FULL_NAME_MIN = 2;
/** Profile photos: JPEG, PNG or WebP up to 5 MB (checked by content on the server). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/**
 * A password being chosen: spaces are welcome (passphrases), but at least 8 characters
 * must be something else, so "        " is not a password (decision 080).
 */
const newPassword = password.refine((p) => p.replace(/\s/gu, '').length >= PASSWORD_MIN, {
  message: `La contraseña necesita al menos ${PASSWORD_MIN} caracteres que no sean espacios`,
});

/** The user object the API sends: never the hash, never another user's email. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(userRoles),
  secondaryRole: z.enum(userRoles).nullable(),
  avatarUrl: z.string().nullable(),
  subscriptionTier: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  identityVerified: z.boolean(),
  notificationPreferences: z.enum(notificationPreferences),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The register schema (decision 011); its messages are zod's defaults (Spanish locale). */
export const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN)
    .max(40)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Usa solo letras, números, puntos, guiones o guiones bajos, sin espacios'),
  email,
  password: newPassword,
  fullName: z.string().trim().min(FULL_NAME_MIN).max(120),
  role: z.enum(registrableRoles),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The login schema (server side, decision 011): valid email, password of 8 or more. */
export const loginSchema = z.object({ email, password });

/** The login form: its own, softer rules and messages. */
export const loginFormSchema = z.object({
  email: z.string().trim().email('Introduce un correo electrónico válido'),
  password: z.string().min(1, 'La contraseña es obligatoria'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/**
 * What POST /api/auth/login accepts: {email, password} or the combined-auth
 * wrapper's {username, password}, where username may also be an email.
 */
export const loginInput = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1).max(PASSWORD_MAX),
  })
  .refine((v) => Boolean(v.email || v.username), {
    message: 'Indica tu correo electrónico o tu nombre de usuario',
    path: ['email'],
  });
export type LoginInput = z.infer<typeof loginInput>;

export const authResponse = z.object({ user: publicUser, sessionToken: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({ token: z.string().min(10).max(200), password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const secondaryRoleChoices = ['buyer', 'seller', 'consultant'] as const;

export const updateProfileInput = z
  .object({
    fullName: z.string().trim().min(FULL_NAME_MIN).max(120),
    notificationPreferences: z.enum(notificationPreferences),
    secondaryRole: z.enum(secondaryRoleChoices).nullable(),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
