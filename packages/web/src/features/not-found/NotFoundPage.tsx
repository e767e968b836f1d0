import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { BrandMark } from '../../ui/BrandMark.tsx';
import './not-found.css';

/** Any path the product does not have (spec 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <BrandMark size={48} />
      <Result
        status="404"
        title="404"
        subTitle={
          <>
            <strong>{t('title')}</strong>
            <br />
            {t('description')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate(paths.login)}>
            {t('home')}
          </Button>
        }
      />
    </main>
  );
}
