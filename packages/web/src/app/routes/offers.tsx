import { OffersPage } from '@/features/offers/components/offers-page';

export default OffersPage;
