import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { AgentsTab } from './agents-tab';
import { GroupsTab } from './groups-tab';

/** /agents (ADMIN-01): the Agents and Groups tabs; the shell draws the title. */
export function AgentsPage() {
  const { t } = useTranslation();
  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'agents', label: t('agents.tabs.agents'), children: <AgentsTab /> },
            { key: 'groups', label: t('agents.tabs.groups'), children: <GroupsTab /> },
          ]}
        />
      </section>
    </AntdRoot>
  );
}
