import { FormOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Segmented, Typography } from 'antd';
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
