/**
 * The lead fields as the lead view reads them (LEAD-01..04). The back-office answers `id`, `name`
 * and `phone`; the upstream this replaces also used `lead_id`, `full_name` and `ph`, so either
 * spelling is read.
 */
type LeadLike = {
  id?: number | null;
  lead_id?: number | null;
  name?: string | null;
  full_name?: string | null;
  phone?: string | null;
  ph?: string | null;
  encryptedPhone?: string | null;
};

export function leadIdOf(lead: LeadLike): number | undefined {
  return lead.id ?? lead.lead_id ?? undefined;
}

export function leadNameOf(lead: LeadLike): string {
  return lead.name || lead.full_name || '';
}

/** The phone as shown ('****' for voip users, PHONE-07) and the dial reference kept with it (LEAD-03). */
export function leadPhoneOf(lead: LeadLike): { phone: string; encryptedPhone: string } {
  return { phone: lead.ph || lead.phone || '', encryptedPhone: lead.encryptedPhone ?? '' };
}
