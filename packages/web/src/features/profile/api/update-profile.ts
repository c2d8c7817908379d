import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody } from '@/lib/api/types';

export type UpdateProfileBody = ApiBody<'/module/profile/api/v1/profiles/{accountId}', 'put'>;

/** updateProfile(id, personalEmail, personalPhone, personalTgLogin, timezone) (PROFILE-21). */
export async function updateProfile(accountId: number, body: UpdateProfileBody) {
  return unwrap(
    await api().PUT('/module/profile/api/v1/profiles/{accountId}', { params: { path: { accountId } }, body }),
  );
}

/** Saves one's own profile; the account info is read again, since the timezone dates are shown in may change. */
export function useUpdateProfile(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(accountId, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(['profile', accountId], profile);
      void queryClient.invalidateQueries({ queryKey: ['account', 'me'] });
    },
    // The modal shows a refusal next to its fields.
    meta: { errorMode: 'silent' },
  });
}
