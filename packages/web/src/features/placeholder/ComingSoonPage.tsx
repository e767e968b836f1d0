import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';

/** Billing, offer and the authenticated registration variant belong to later issues; their routes say so (spec 000 §8). */
export function ComingSoonPage({ feature }: { feature: 'billing' | 'offer' | 'registration' }) {
  const { t } = useTranslation(['placeholder', 'common']);
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        icon={<ClockCircleOutlined />}
        title={t(feature)}
        subTitle={t('common:comingSoon')}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.tenant)}>
            {t('back')}
          </Button>
        }
      />
    </Card>
  );
}
