import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../reports/report-ui.tsx';
import './inventory.css';

/**
 * "Status Produk/Bahan" (spec 002 §2.8): where other systems queue a cost-of-goods recalculation, Lontar recosts a
 * back-dated change in the same transaction (DESIGN.md "Stock"), so there is never anything waiting to be shown here.
 */
export default function CostStatusScreen() {
  const { t } = useTranslation(['inventory', 'menu']);
  return (
    <ReportFrame title={t('menu:items.productStatus')} testId="cost-status">
      <div className="cost-status">
        <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('costStatusTitle')} description={t('costStatusText')} />
        <Typography.Paragraph type="secondary" className="cost-status__none">
          {t('costStatusNone')}
        </Typography.Paragraph>
      </div>
    </ReportFrame>
  );
}
