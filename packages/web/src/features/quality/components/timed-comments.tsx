import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format/duration';
import type { EvaluationComment } from '../api/submit-evaluation';

type Props = {
  comments: EvaluationComment[];
  onChange: (comments: EvaluationComment[]) => void;
  /** The recording's current position: a new comment is stamped with it. */
  position: number;
  onSeek: (seconds: number) => void;
};

/** Comments at moments of the recording: typed while listening, stamped with the playback time. */
export function TimedComments({ comments, onChange, position, onSeek }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    const next = [...comments, { atSeconds: Math.round(position * 10) / 10, text: text.trim() }];
    onChange(next.sort((a, b) => a.atSeconds - b.atSeconds));
    setText('');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('quality.comments.text')}
          placeholder={t('quality.comments.placeholder')}
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={add}
        />
        <Button onClick={add} disabled={!text.trim()}>
          {t('quality.comments.addAt', { time: formatDuration(position) })}
        </Button>
      </Space.Compact>
      <List
        size="small"
        dataSource={comments}
        locale={{ emptyText: t('quality.comments.empty') }}
        renderItem={(comment, index) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('quality.comments.remove')}
                onClick={() => onChange(comments.filter((_, i) => i !== index))}
              />,
            ]}
          >
            <Button type="link" size="small" onClick={() => onSeek(comment.atSeconds)}>
              {formatDuration(comment.atSeconds)}
            </Button>
            {comment.text}
          </List.Item>
        )}
      />
    </Space>
  );
}
