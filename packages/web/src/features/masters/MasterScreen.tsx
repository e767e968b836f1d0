import type { Rights } from '@lontar/core';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm } from '../../ui/document/DocumentForm.tsx';
import { DocumentScreen, useListToForm, type DocumentView } from '../../ui/document/DocumentScreen.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { listRecords, nextNumber, recordDefaults, recordKeys, type RecordSource, type Row } from '../../ui/document/record-api.ts';
import { useDocument } from '../../ui/document/use-document.ts';
import { AccountTree } from './accounts/AccountTree.tsx';
import { FieldGrid } from './fields/FieldInput.tsx';
import { useListColumns } from './list-columns.tsx';
import type { MasterConfig, SectionName } from './master-config.ts';
import { masterAuditValue } from './AuditValue.tsx';
import { masterAuditLabelOf, masterLabelOf, sectionOf } from './master-labels.ts';
import './masters.css';

interface MasterScreenProps {
  config: MasterConfig;
  tenantId: number;
  rights: Rights;
}

/** One master form in a workspace tab: the document form ("Data Baru" first) and its list, switched in place. */
export function MasterScreen({ config, tenantId, rights }: MasterScreenProps) {
  const { t, i18n } = useTranslation(['masters', 'document', 'menu', 'list']);
  const queryClient = useQueryClient();
  const [view, setView] = useState<DocumentView>('form');
  const [section, setSection] = useState<SectionName>(config.sections[0]?.key ?? 'general');
  const source: RecordSource = useMemo(
    () => ({ tenantId, form: config.form, idField: config.idField, persontype: config.persontype }),
    [tenantId, config.form, config.idField, config.persontype],
  );
  const labelOf = useMemo(() => masterLabelOf(config, i18n.getFixedT(i18n.language, 'masters'), (key) => i18n.exists(key)), [config, i18n, i18n.language]);
  const auditLabelOf = useMemo(() => masterAuditLabelOf(config, i18n.getFixedT(i18n.language, 'masters'), (key) => i18n.exists(key)), [config, i18n, i18n.language]);
  const auditValueOf = useMemo(() => masterAuditValue(config, tenantId), [config, tenantId]);

  const doc = useDocument({
    source,
    schema: config.schema,
    toValues: config.toValues ?? ((record: Row) => record),
    toBody: (values, record) => {
      const merged = { ...record, ...values };
      return config.toBody ? config.toBody(merged) : merged;
    },
    newRecord: async () => {
      const defaults = config.defaultsParam === undefined ? {} : await recordDefaults(source, config.defaultsParam);
      const number = config.number ? { [config.number.field]: await nextNumber(source, config.number.param) } : {};
      return { ...defaults, ...number };
    },
    labelOf,
    rights,
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.form(source) });
      void queryClient.invalidateQueries({ queryKey: ['lookup', tenantId] });
    },
    onInvalid: (path) => {
      setView('form');
      const holder = sectionOf(config, path);
      if (holder) setSection(holder);
    },
  });

  // A new record starts on the first sub-tab, where its first field is (it gets the cursor), not on the last one used.
  const [shownNew, setShownNew] = useState<object | null>(null);
  if (doc.state.mode === 'new' && doc.state.record !== shownNew) {
    setShownNew(doc.state.record);
    setSection(config.sections[0]?.key ?? 'general');
  }

  const { open: openFromList, newButton } = useListToForm(doc, () => setView('form'), rights.tambah);
  const title = t(`menu:items.${config.title}`);
  const readOnly = doc.readOnly;
  const sections = config.sections.map((entry) => ({
    key: entry.key,
    label: t(`sections.${entry.title ?? entry.key}`),
    forceRender: true,
    children: entry.render ? entry.render({ tenantId, readOnly }) : <FieldGrid tenantId={tenantId} fields={entry.fields ?? []} />,
  }));

  return (
    <DocumentScreen
      className="master"
      testId={`master-${config.key}`}
      title={title}
      view={view}
      onViewChange={setView}
      form={
        <DocumentForm
          doc={doc}
          name={config.key}
          title={config.recordTitle(doc.state.record)}
          visible={view === 'form'}
          labelOf={auditLabelOf}
          auditValueOf={auditValueOf}
          tools={config.tools?.({ doc, tenantId })}
        >
          {sections.length > 1 ? <Tabs activeKey={section} onChange={(key) => setSection(key as SectionName)} items={sections} /> : sections[0]?.children}
        </DocumentForm>
      }
      list={
        config.listKind === 'tree' ? (
          <AccountTree tenantId={tenantId} onOpen={openFromList} selected={doc.recordId} actions={newButton} />
        ) : (
          <MasterList
            config={config}
            source={source}
            onOpen={openFromList}
            selected={doc.recordId}
            actions={
              <>
                {config.listTools?.({ rights })}
                {newButton}
              </>
            }
            label={title}
          />
        )
      }
    />
  );
}

interface MasterListProps {
  config: MasterConfig;
  source: RecordSource;
  onOpen: (id: number) => void;
  selected: number | null;
  actions: ReactNode;
  label: string;
}

function MasterList({ config, source, onOpen, selected, actions, label }: MasterListProps) {
  const columns = useListColumns(config);
  return (
    <ListView<Row>
      queryKey={recordKeys.form(source)}
      fetchPage={(query) => listRecords(source, query)}
      columns={columns}
      rowKey={(row) => Number(row[config.idField])}
      onOpen={(row) => onOpen(Number(row[config.idField]))}
      selectedKey={selected}
      actions={actions}
      label={label}
    />
  );
}
