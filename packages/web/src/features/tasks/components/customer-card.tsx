import { DownOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STORAGE_KEY = 'umbrella.tasks.customerCard.collapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The floating customer-name card (LEAD-24..26): collapsible, the state remembered locally. */
export function CustomerCard({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Not remembered: it still toggles.
    }
  };
  return (
    <Card
      size="small"
      data-testid="customer-card"
      style={{ position: 'fixed', right: 24, bottom: 72, zIndex: 20, minWidth: 220, boxShadow: '0 4px 16px #0002' }}
      title={
        <span>
          <UserOutlined /> {t('tasks.customer.title')}
        </span>
      }
      extra={
        <Button
          type="text"
          size="small"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('tasks.customer.expand') : t('tasks.customer.collapse')}
          icon={collapsed ? <UpOutlined /> : <DownOutlined />}
          onClick={toggle}
        />
      }
    >
      {!collapsed && (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">{phone}</Typography.Text>
        </>
      )}
    </Card>
  );
}
