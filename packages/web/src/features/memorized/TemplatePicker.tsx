import { useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { memorizedKeys, memorizedOfForm, type MemorizedChoice } from './memorized-api.ts';

interface Props {
  open: boolean;
  tenantId: number;
  form: string;
  onPick: (choice: MemorizedChoice) => void;
  onClose: () => void;
}

/** "Dari memorisasi": the open templates of the form, one picked to start a new document. */
export function TemplatePicker({ open, tenantId, form, onPick, onClose }: Props) {
  const { t } = useTranslation('memorized');
  const choices = useQuery({ queryKey: memorizedKeys.byType(tenantId, form), queryFn: () => memorizedOfForm(tenantId, form), enabled: open });
  return (
    <Modal open={open} title={t('pickTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <Spin spinning={choices.isFetching}>
        {choices.data && choices.data.length === 0 ? (
          <Empty description={t('pickEmpty')} />
        ) : (
          <List
            aria-label={t('pickTitle')}
            dataSource={choices.data ?? []}
            rowKey="id"
            renderItem={(choice) => (
              <List.Item
                actions={[
                  <Button key="use" type="primary" onClick={() => onPick(choice)} aria-label={`${t('use')} ${choice.name}`}>
                    {t('use')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={choice.name}
                  description={
                    <>
                      {choice.description && <div>{choice.description}</div>}
                      {choice.username && <Typography.Text type="secondary">{t('by', { user: choice.username })}</Typography.Text>}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Modal>
  );
}
