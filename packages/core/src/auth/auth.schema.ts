import { z } from 'zod';
import { COLOR_MODES, LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, THEMES, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';

const USERNAME_RE = new RegExp(`^[a-z0-9._]{${USERNAME_MIN},${USERNAME_MAX}}$`);

export const ZUsername = z.string().regex(USERNAME_RE, { message: 'V_INVALID_USERNAME' });
export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const ZPersonName = z.string().trim().min(1).max(100);
export const ZPhone = z.string().trim().max(30).regex(/^[0-9+()\-\s]*$/, { message: 'V_INVALID_VALUE' });
export const ZLanguage = z.enum(LANGUAGES);
export const ZToken = z.string().min(1).max(200);

export const ZSignup = z.strictObject({
  name: ZPersonName,
  username: ZUsername,
  email: ZEmail,
  password: ZPassword,
  phone: ZPhone.optional(),
  language: ZLanguage.optional(),
});
export type TSignup = z.infer<typeof ZSignup>;

export const ZSignin = z.strictObject({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: z.boolean().optional(),
});
export type TSignin = z.infer<typeof ZSignin>;

export const ZEmailBody = z.strictObject({ email: ZEmail });
export const ZTokenBody = z.strictObject({ token: ZToken });
export const ZVerifyQuery = z.strictObject({ code: ZToken });
export const ZNewPassword = z.strictObject({ token: ZToken, password: ZPassword });
export const ZChangePassword = z.strictObject({ oldPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: ZPassword });

export const ZUpdateUser = z.strictObject({
  name: ZPersonName.optional(),
  phone: ZPhone.optional(),
  language: ZLanguage.optional(),
});
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZThemeParams = z.strictObject({ theme: z.enum(THEMES), colormode: z.enum(COLOR_MODES) });

export const ZUsernameAvailabilityQuery = z.strictObject({ username: z.string().max(254), email: z.string().max(254).optional() });
export const ZEmailAvailabilityQuery = z.strictObject({ email: z.string().max(254) });
export const ZCheckPasswordQuery = z.strictObject({ email: z.string().max(254), password: z.string().max(PASSWORD_MAX) });
export const ZFcmToken = z.strictObject({ token: z.string().min(1).max(4096) });

export const ZMe = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  language: ZLanguage,
  theme: z.enum(THEMES),
  colormode: z.enum(COLOR_MODES),
  creator: z.boolean(),
  roleId: z.number(),
  session: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZAccessToken = z.object({ accessToken: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number() });
export type TAccessToken = z.infer<typeof ZAccessToken>;
