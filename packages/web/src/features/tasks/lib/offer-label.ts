type OfferNames = { id: string; name: string; productName: string };

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What an offer's name adds to its product's: "Artroflex Gel – CPA Andina" adds "CPA Andina". */
function offerPart(name: string, productName: string): string {
  const trimmed = name.trim();
  if (!fold(trimmed).startsWith(fold(productName.trim()))) return trimmed;
  return trimmed
    .slice(productName.trim().length)
    .replace(/^[\s\-–—:|·,]+/, '')
    .trim();
}

/**
 * An offer as the add-lead form lists it: the product once, what the offer's name adds (often the
 * affiliate) and the offer's code — "Artroflex Gel Articular — CPA Andina (PE-ARTROFLEX-CPA)",
 * not the product's name twice.
 */
export function offerLabel(offer: OfferNames): string {
  const part = offerPart(offer.name, offer.productName);
  return part ? `${offer.productName} — ${part} (${offer.id})` : `${offer.productName} (${offer.id})`;
}
