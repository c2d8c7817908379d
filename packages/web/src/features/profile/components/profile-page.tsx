import { Col, Row, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { AntdRoot } from '@/components/antd-root';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/errors/app-errors';
import { useProfile } from '../api/get-profile';
import { INITIAL_STATS_CHOICE, type StatsChoice } from '../lib/stats-choice';
import { BonusCard } from './bonus-card';
import { ProfileCard } from './profile-card';
import { ProfileEditModal } from './profile-edit-modal';
import { StatsSection } from './stats-section';

/**
 * /profile and /profile/{accountId} (PROFILE-01..14): the person's card, on one's own profile the
 * edit tag and My bonus, and the stats section below. Another's profile that fails to load sends
 * the user to their own (PROFILE-13). `ownEvaluations` (the agent's call evaluations, composed by the
 * route from the quality feature) shows on one's own profile only.
 */
export function ProfilePage({
  accountIdParam,
  ownEvaluations,
}: {
  accountIdParam?: string;
  ownEvaluations?: ReactNode;
}) {
  const user = useCurrentUser();
  const requested = accountIdParam === undefined ? undefined : Number(accountIdParam);
  const valid = requested === undefined || (Number.isInteger(requested) && requested > 0);
  const accountId = requested ?? user?.accountId;
  const profile = useProfile(valid ? accountId : undefined);
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<StatsChoice>(INITIAL_STATS_CHOICE);
  const own = user !== undefined && accountId === user.accountId;

  if (!valid || (profile.isError && requested !== undefined && !own)) return <Navigate to="/profile" replace />;
  if (profile.isError) {
    const error = profile.error;
    return <ErrorScreen status={error instanceof ApiError ? error.status : 'Error'} message={error.message} />;
  }
  if (!profile.data) return <LoadingScreen />;
  return (
    <AntdRoot>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={own ? 14 : 24}>
            <ProfileCard profile={profile.data} onEdit={own ? () => setEditing(true) : undefined} />
          </Col>
          {own && (
            <Col xs={24} lg={10}>
              <BonusCard accountId={profile.data.id} choice={choice} />
            </Col>
          )}
        </Row>
        {own && ownEvaluations}
        <StatsSection key={profile.data.id} profile={profile.data} choice={choice} onChoice={setChoice} />
      </Space>
      {own && <ProfileEditModal open={editing} profile={profile.data} onClose={() => setEditing(false)} />}
    </AntdRoot>
  );
}
