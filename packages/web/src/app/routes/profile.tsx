import { useParams } from 'react-router';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { MyEvaluationsCard } from '@/features/quality';

/**
 * /profile and /profile/:accountId: a profile and its statistics (ADMIN-11, PROFILE-01..25), and on
 * one's own the evaluations of one's calls (decision 1808).
 */
export default function ProfileRoute() {
  const { accountId } = useParams();
  return <ProfilePage key={accountId ?? 'own'} accountIdParam={accountId} ownEvaluations={<MyEvaluationsCard />} />;
}
