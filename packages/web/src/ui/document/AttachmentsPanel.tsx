import { DeleteOutlined, FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { notify } from '../notices.ts';
import { attachmentFile, deleteAttachment, fileSize, listAttachments, uploadAttachment, type Attachment } from './attachments-api.ts';
import { showDateTime, useFormats } from './formats.ts';
import type { RecordSource } from './record-api.ts';
import { useConfirmations } from './use-confirmations.tsx';

interface AttachmentsPanelProps {
  source: RecordSource;
  recordId: number;
  /** Uploading and deleting need the right to edit the record. */
  canChange: boolean;
}

async function openFile(source: RecordSource, file: Attachment): Promise<void> {
  // The window opens at once (a popup blocker allows it only inside the click), the file follows.
  const target = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await attachmentFile(source.tenantId, file.id));
    if (target) target.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    handleApiError(error);
  }
}

/** The files attached to a record: PNG, JPEG, GIF, WebP or PDF up to 10 MiB, uploaded, opened and deleted here. */
export function AttachmentsPanel({ source, recordId, canChange }: AttachmentsPanelProps) {
  const { t } = useTranslation('document');
  const formats = useFormats();
  const { confirmDelete } = useConfirmations();
  const queryClient = useQueryClient();
  const key = ['attachments', source.tenantId, source.form, recordId] as const;
  const files = useQuery({ queryKey: key, queryFn: () => listAttachments(source.tenantId, source.form, recordId), staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const upload = useMutation({
    mutationFn: (file: File) => uploadAttachment(source.tenantId, source.form, recordId, file),
    onSuccess: (saved) => {
      notify.success(t('uploaded', { name: saved.filename }));
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteAttachment(source.tenantId, id), onSuccess: refresh });

  return (
    <div className="attachments">
      {canChange && (
        <Upload.Dragger
          multiple={false}
          showUploadList={false}
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
          disabled={upload.isPending}
        >
          <p className="ant-upload-drag-icon">{upload.isPending ? <Spin /> : <UploadOutlined />}</p>
          <p className="ant-upload-text">{t('upload')}</p>
          <p className="ant-upload-hint">{t('uploadHint')}</p>
        </Upload.Dragger>
      )}
      {files.isLoading ? (
        <Spin className="attachments__loading" />
      ) : !files.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAttachments')} />
      ) : (
        <ul className="attachments__list">
          {files.data.map((file) => (
            <li key={file.id} className="attachments__row" data-testid="attachment-row">
              {file.mimetype === 'application/pdf' ? <FilePdfOutlined className="attachments__icon" /> : <FileImageOutlined className="attachments__icon" />}
              <div className="attachments__text">
                <Typography.Link onClick={() => void openFile(source, file)} aria-label={t('openAttachment', { name: file.filename })}>
                  {file.filename}
                </Typography.Link>
                <Typography.Text type="secondary" className="attachments__meta">
                  {[fileSize(file.size), file.createdat ? showDateTime(file.createdat, formats) : ''].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              {canChange && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('removeAttachment', { name: file.filename })}
                  loading={remove.isPending && remove.variables === file.id}
                  onClick={() => void confirmDelete().then((yes) => yes && remove.mutate(file.id))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
