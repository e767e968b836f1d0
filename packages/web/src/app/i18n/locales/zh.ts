import type { LoginTranslation } from './id.ts';

export const zh: LoginTranslation = {
  login: {
    brandTagline: '面向印度尼西亚企业的云会计',
    brandLead: '销售、采购、总账、现金与银行、库存、固定资产和生产，尽在一个应用中。',
    feature1: '实时财务报表',
    feature2: '一个账户管理多家公司',
    feature3: '按用户和交易设置访问权限',
    title: '登录',
    subtitle: '登录您的 Lontar 账户',
    username: '用户名或电子邮件',
    usernamePlaceholder: '用户名或电子邮件',
    password: '密码',
    remember: '记住我',
    forgot: '忘记密码？',
    submit: '登录',
    noAccount: '还没有账户？',
    register: '注册',
    language: '语言',
    required: '请填写{{field}}。',
    version: '版本 {{version}}',
    openingCompany: '登录后将直接打开公司 {{name}}。',
  },
};
