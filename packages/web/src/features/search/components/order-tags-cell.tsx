import { Button, Input, Popover, Select, Space, Tag as TagChip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useChangeOrderTags, useCreateTag } from '../api/change-order-tags';
import { useTags } from '../api/get-tags';
import type { OrderSearchRow } from '../types';

const NEW_TAG_COLOR = 'cyan';

/**
 * An order's tags in the list: user tags can be taken off, system tags cannot (SEARCH-42/43); a
 * user tag of the region can be added, or a new one created (its name must not be empty, SEARCH-44).
 * Each change says "Updating... Wait 5 seconds please" and the list reads its rows again 5 s
 * later (SEARCH-40/41).
 */
export function OrderTagsCell({ row }: { row: OrderSearchRow }) {
  const { t } = useTranslation();
  const change = useChangeOrderTags();
  const regionTags = useTags(row.order.regionId);
  const createTag = useCreateTag();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const orderIds = [row.order.id];

  const run = (action: 'assign' | 'remove', tagIds: number[]) => {
    feedback.message.info(t('search.tags.updating'), 5);
    change.mutate(
      { action, orderIds, tagIds },
      { onError: (error) => feedback.message.error(`${t('search.serverError')} ${error.message}`) },
    );
  };
  const addNew = async () => {
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    const tag = await createTag.mutateAsync({ value: name.trim(), color: NEW_TAG_COLOR, regionId: row.order.regionId });
    setName('');
    setOpen(false);
    run('assign', [tag.id]);
  };
  // Only what a person may take off may be put on: system tags are the system's (decision 1775).
  const available = (regionTags.data ?? []).filter(
    (tag) => tag.type === 'user' && !row.tags.some((own) => own.id === tag.id),
  );

  return (
    <Space size={[0, 4]} wrap data-testid={`tags-${row.order.shortCode}`}>
      {row.tags.map((tag) => (
        <TagChip
          key={tag.id}
          color={tag.color}
          closable={tag.type === 'user'}
          onClose={(event) => {
            event.preventDefault();
            run('remove', [tag.id]);
          }}
        >
          {tag.title}
        </TagChip>
      ))}
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        content={
          <Space orientation="vertical">
            <Select
              aria-label={t('search.tags.add')}
              placeholder={t('search.tags.add')}
              style={{ width: 220 }}
              options={available.map((tag) => ({ value: tag.id, label: tag.title }))}
              onChange={(tagId: number) => {
                setOpen(false);
                run('assign', [tagId]);
              }}
            />
            <Space.Compact>
              <Input
                aria-label={t('search.tags.newName')}
                placeholder={t('search.tags.newName')}
                value={name}
                status={nameError ? 'error' : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(false);
                }}
              />
              <Button onClick={() => void addNew()} loading={createTag.isPending}>
                {t('search.tags.create')}
              </Button>
            </Space.Compact>
            {nameError && <span role="alert">{t('search.tags.nameRequired')}</span>}
          </Space>
        }
      >
        <Button size="small" aria-label={t('search.tags.edit', { code: row.order.shortCode })}>
          +
        </Button>
      </Popover>
    </Space>
  );
}
