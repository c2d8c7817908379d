import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getLeadPhone (PHONE-10): the unmasked number; the server records who saw it (docs/decisions/0505). */
export async function revealLeadPhone(leadId: number): Promise<string> {
  const answer = unwrap(
    await api().POST('/module/leads/api/v1/phones/lead/{id}', { params: { path: { id: leadId } } }),
  );
  return answer.phone;
}

export function useRevealLeadPhone(leadId: number) {
  // A refusal is shown beside the phone (A-16: the lead page tolerates it), not as the global dialog.
  return useMutation({ mutationFn: () => revealLeadPhone(leadId), meta: { errorMode: 'page' } });
}
