import { EditOutlined } from '@ant-design/icons';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../api/get-profile';
import { useProfileRegions } from '../api/get-profile-regions';
import { teamLabel } from '../lib/team-label';

type Props = { profile: Profile; onEdit?: () => void };

/** PROFILE-05..11: team (or team lead), name, phone, chat login and e-mail; an edit tag on one's own. */
export function ProfileCard({ profile, onEdit }: Props) {
  const { t } = useTranslation();
  const team = teamLabel(profile.teamMemberInfo);
  const several = profile.teamMemberInfo.length > 1;
  const regions = useProfileRegions(profile.regionIds).data ?? [];
  const empty = (value: string) => value || '—';
  return (
    <Card
      data-testid="profile-card"
      title={`${profile.name} ${profile.surname}`.trim()}
      extra={
        onEdit && (
          <Tag
            color="blue"
            icon={<EditOutlined />}
            role="button"
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={onEdit}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onEdit();
            }}
          >
            {t('profile.actions.edit')}
          </Tag>
        )
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t(several ? 'profile.fields.teamLead' : 'profile.fields.team')}>
          {team ?? t('profile.fields.noTeam')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.phone')}>{empty(profile.personalPhone)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.chatLogin')}>{empty(profile.personalTgLogin)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.email')}>{empty(profile.personalEmail)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.timezone')}>{profile.timezone}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.regions')}>
          {regions.map((r) => r.fullName).join(', ') || '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
