import type { TAccessToken, TMe, TSignin, TSignup } from '@lontar/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataEnvelope, MessageEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { startSession } from '../../app/session/session-actions.ts';
import { notify } from '../../ui/notices.ts';

const welcome = () => notify.success(coreMessage('LOGIN_SUCCESS'));

export const authKeys = {
  availability: (kind: AvailabilityKind, value: string) => ['auth', 'availability', kind, value] as const,
  verify: (token: string) => ['auth', 'verify', token] as const,
};

export type AvailabilityKind = 'username' | 'email';

/** POST /api/auth/signin, then the session starts with GET /api/user/me. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (body: TSignin): Promise<TMe> => {
      const res = await apiRequest<TAccessToken>('/auth/signin', { method: 'POST', body, auth: 'none' });
      return startSession(res.accessToken);
    },
    // Set on the mutation, not per call: the page unmounts as soon as the session starts.
    onSuccess: welcome,
  });
}

/** A token handed over in the login URL (`?token=…&db=…`): store it and load the user. */
export function useTokenSignIn() {
  return useMutation({ mutationFn: (token: string) => startSession(token), onSuccess: welcome });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: TSignup) =>
      apiRequest<DataEnvelope<{ id: number; username: string; email: string }>>('/auth/signup', { method: 'POST', body, auth: 'none' }),
  });
}

const AVAILABILITY_PATH: Record<AvailabilityKind, string> = {
  username: '/user/checkUsernameAvailability',
  email: '/user/checkEmailAvailability',
};

/** Live availability of a username or e-mail; `value` is only passed once it is well-formed and settled. */
export function useAvailability(kind: AvailabilityKind, value: string | undefined) {
  return useQuery({
    queryKey: authKeys.availability(kind, value ?? ''),
    queryFn: async () => {
      const res = await apiRequest<DataEnvelope<{ available: boolean }>>(AVAILABILITY_PATH[kind], { query: { [kind]: value }, auth: 'none' });
      return res.data.available;
    },
    enabled: value !== undefined,
    staleTime: 60_000,
    // An availability check is advice; the sign-up call checks again and reports a taken name itself.
    meta: { handled: [400, 429] },
  });
}

/** POST /api/auth/users/verify once per token; the page shows a rejected token itself. */
export function useVerification(token: string) {
  return useQuery({
    queryKey: authKeys.verify(token),
    queryFn: () => apiRequest<DataEnvelope<{ verified: boolean }>>('/auth/users/verify', { method: 'POST', body: { token }, auth: 'none' }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { handled: [400, 404] },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<MessageEnvelope>('/auth/users/resendverify', { method: 'POST', body: { email }, auth: 'none' }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<MessageEnvelope>('/auth/forgetpassword', { method: 'POST', body: { email }, auth: 'none' }),
  });
}

export function useCreateNewPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<MessageEnvelope>('/auth/users/creatednewpassord', { method: 'POST', body, auth: 'none' }),
  });
}
