import { Anchor, Card, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScript } from '../api/get-script';
import { renderScript } from '../lib/script-sections';

/** The product's sales script with numbered section navigation (LEAD-12, LEAD-13). */
export function ScriptView({ scriptId }: { scriptId: number | null }) {
  const { t } = useTranslation();
  const script = useScript(scriptId);
  const rendered = useMemo(
    () => (script.data ? renderScript(script.data.body, script.data.format) : null),
    [script.data],
  );
  if (scriptId === null || script.isError) {
    return (
      <Card size="small" title={t('tasks.script.title')}>
        <Empty description={t('tasks.script.none')} />
      </Card>
    );
  }
  if (!rendered) return <Skeleton active />;
  return (
    <Card size="small" title={script.data?.title ?? t('tasks.script.title')} data-testid="script">
      <div style={{ display: 'flex', gap: 16 }}>
        <nav aria-label={t('tasks.script.sections')} style={{ flex: '0 0 180px' }}>
          <Anchor
            affix={false}
            replace
            items={rendered.sections.map((section) => ({
              key: section.id,
              href: `#${section.id}`,
              title: `${section.number}. ${section.title}`,
            }))}
          />
        </nav>
        <div
          className="script-body"
          style={{ flex: 1, minWidth: 0 }}
          // Sanitised by DOMPurify in renderScript.
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
      </div>
    </Card>
  );
}
