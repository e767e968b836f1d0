import { LANGUAGES, ZUpdateUser, type ColorMode, type Lang, type TMe, type ThemeName } from '@lontar/core';
import { Divider, Form, Input, Modal, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { coreLang, LANGUAGE_NAMES } from '../../app/i18n/language.ts';
import { themeChoiceFor } from '../../app/theme/theme-config.ts';
import { notify } from '../../ui/notices.ts';
import { zodRule } from '../../ui/zod-rule.ts';
import { useProfile, useSaveProfile } from './api.ts';
import './account.css';
import { ThemePicker } from './ThemePicker.tsx';

interface ProfileValues {
  name: string;
  phone: string;
  language: Lang;
  theme: ThemeName;
  colormode: ColorMode;
}

/** The user profile, shown as a modal (spec 000 §2): GET /api/user/me, saved with update-user and theme-user. */
export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const profile = useProfile(open);
  const save = useSaveProfile();
  const [form] = Form.useForm<ProfileValues>();

  const submit = (values: ProfileValues) => {
    const me = profile.data;
    if (!me) return;
    const current = themeChoiceFor(me);
    const themeChanged = values.theme !== current.name || values.colormode !== current.mode;
    save.mutate(
      {
        user: ZUpdateUser.parse({ name: values.name, phone: values.phone ?? '', language: values.language }),
        ...(themeChanged ? { theme: { theme: values.theme, colormode: values.colormode } } : {}),
      },
      {
        onSuccess: () => {
          // Read after the save: the user may just have changed the language.
          notify.success(i18n.t('profile:saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !profile.data }}
      destroyOnHidden
      width={520}
    >
      {profile.data ? <ProfileForm me={profile.data} form={form} onFinish={submit} /> : <Skeleton active paragraph={{ rows: 6 }} />}
    </Modal>
  );
}

interface ProfileFormProps {
  me: TMe;
  form: ReturnType<typeof Form.useForm<ProfileValues>>[0];
  onFinish: (values: ProfileValues) => void;
}

function ProfileForm({ me, form, onFinish }: ProfileFormProps) {
  const { t, i18n } = useTranslation('profile');
  const lang = coreLang(i18n.language);
  const choice = themeChoiceFor(me);
  const initialValues: ProfileValues = { name: me.name, phone: me.phone, language: me.language, theme: choice.name, colormode: choice.mode };
  return (
    <Form<ProfileValues> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} className="profile-form">
      <div className="profile-form__grid">
        <Form.Item label={t('username')}>
          <Input value={me.username} disabled />
        </Form.Item>
        <Form.Item label={t('email')}>
          <Input value={me.email} disabled />
        </Form.Item>
      </div>
      <Form.Item name="name" label={t('name')} required rules={[zodRule(ZUpdateUser.shape.name, { label: t('name'), lang })]}>
        <Input autoComplete="name" />
      </Form.Item>
      <div className="profile-form__grid">
        <Form.Item name="phone" label={t('phone')} rules={[zodRule(ZUpdateUser.shape.phone, { label: t('phone'), lang })]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="language" label={t('language')}>
          <Select options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} />
        </Form.Item>
      </div>
      <Divider titlePlacement="start" plain>
        {t('appearance')}
      </Divider>
      <Form.Item name="theme" label={t('theme')}>
        <ThemePicker />
      </Form.Item>
      <Form.Item name="colormode" label={t('colormode')}>
        <Segmented<ColorMode>
          options={[
            { value: 'light', label: t('light') },
            { value: 'dark', label: t('dark') },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
