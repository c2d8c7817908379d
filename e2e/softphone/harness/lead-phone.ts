import { call } from '../../harness/orders.js';

/** The lead's number as a manager reveals it: what the customer's phone (baresip) registers as. */
export async function leadPhone(managerToken: string, baseUrl: string, leadId: number): Promise<string> {
  const { phone } = await call<{ phone: string }>(managerToken, baseUrl, `/module/leads/api/v1/phones/lead/${leadId}`, {
    method: 'POST',
  });
  return phone;
}
