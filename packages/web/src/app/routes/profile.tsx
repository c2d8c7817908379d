import { useParams } from 'react-router';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile and /profile/:accountId: a profile and its statistics (ADMIN-11, PROFILE-01..25). */
export default function ProfileRoute() {
  const { accountId } = useParams();
  return <ProfilePage key={accountId ?? 'own'} accountIdParam={accountId} />;
}
