import { QUALITY_SAMPLE_MAX, REGIONS } from '@umbrella/contract';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useSampleSettings, useSetSampleSize } from '../api/sample-settings';

const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;

/** The administrator's line above the queue: each region's calls per agent a week (decision 1810). */
export function SampleSettingsPanel() {
  const { t } = useTranslation();
  const settings = useSampleSettings(true);
  const save = useSetSampleSize();
  const [edits, setEdits] = useState<Record<string, number | null>>({});

  const onSave = async (regionId: string, callsPerAgent: number) => {
    try {
      await save.mutateAsync({ regionId, callsPerAgent });
      feedback.message.success(
        t('qualityQueue.settings.saved', { region: regionName(regionId), count: callsPerAgent }),
      );
      setEdits((e) => ({ ...e, [regionId]: undefined as unknown as null }));
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Space wrap aria-label={t('qualityQueue.settings.title')} role="group">
      <Typography.Text strong>{t('qualityQueue.settings.title')}</Typography.Text>
      {(settings.data ?? []).map((s) => {
        const value = edits[s.regionId] ?? s.callsPerAgent;
        return (
          <Space key={s.regionId} size={4} data-testid={`sample-size-${s.regionId}`}>
            <Typography.Text>{regionName(s.regionId)}</Typography.Text>
            <Space.Compact>
              <InputNumber
                aria-label={t('qualityQueue.settings.size', { region: regionName(s.regionId) })}
                min={1}
                max={QUALITY_SAMPLE_MAX}
                precision={0}
                value={value}
                onChange={(v) => setEdits((e) => ({ ...e, [s.regionId]: v }))}
                style={{ width: 72 }}
              />
              <Button
                disabled={value === s.callsPerAgent || !value}
                loading={save.isPending && save.variables?.regionId === s.regionId}
                onClick={() => onSave(s.regionId, value)}
              >
                {t('qualityQueue.settings.save')}
              </Button>
            </Space.Compact>
          </Space>
        );
      })}
    </Space>
  );
}
