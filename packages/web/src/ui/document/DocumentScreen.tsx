import { FormOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './document.css';

export type DocumentView = 'form' | 'list';

interface DocumentScreenProps {
  /** The screen's own class on the outer box, for its own rules (e.g. `master`, `gl-doc`). */
  className: string;
  testId: string;
  title: string;
  view: DocumentView;
  onViewChange: (view: DocumentView) => void;
  form: ReactNode;
  list: ReactNode;
  /** Anything beside the two panes (a drawer). */
  children?: ReactNode;
}

/**
 * A master or journal document in its workspace tab: the title over a form/list switch, then both panes. Both stay
 * mounted and only one shows, so unsaved edits survive a look at the list; the list takes the height left.
 */
export function DocumentScreen({ className, testId, title, view, onViewChange, form, list, children }: DocumentScreenProps) {
  const { t } = useTranslation('document');
  return (
    <div className={`doc-screen ${className}`} data-testid={testId}>
      <div className="doc-screen__head">
        <Typography.Title level={3} className="doc-screen__title">
          {title}
        </Typography.Title>
        <Segmented<DocumentView>
          value={view}
          onChange={onViewChange}
          options={[
            { value: 'form', label: t('form'), icon: <FormOutlined /> },
            { value: 'list', label: t('list'), icon: <UnorderedListOutlined /> },
          ]}
        />
      </div>
      <div className="doc-screen__pane" hidden={view !== 'form'}>
        {form}
      </div>
      <div className="doc-screen__pane doc-screen__pane--list" hidden={view !== 'list'}>
        {list}
      </div>
      {children}
    </div>
  );
}

/**
 * What the list pane does with the document: open a row, or start a new record with the list's "Data Baru"
 * button (null without the add right); either way the form shows again.
 */
export function useListToForm(doc: { open: (id: number) => Promise<void>; create: () => Promise<void> }, showForm: () => void, canAdd: boolean) {
  const { t } = useTranslation('document');
  const open = (id: number) => {
    showForm();
    void doc.open(id);
  };
  const newButton = canAdd ? (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => {
        showForm();
        void doc.create();
      }}
    >
      {t('new')}
    </Button>
  ) : null;
  return { open, newButton };
}
