import type { LoginTranslation } from './id.ts';

export const es: LoginTranslation = {
  login: {
    brandTagline: 'Contabilidad en la nube para empresas de Indonesia',
    brandLead: 'Ventas, compras, libro mayor, caja y bancos, inventario, activos fijos y producción en una sola aplicación.',
    feature1: 'Informes financieros en tiempo real',
    feature2: 'Varias empresas en una sola cuenta',
    feature3: 'Permisos por usuario y por transacción',
    title: 'Iniciar sesión',
    subtitle: 'Inicie sesión en su cuenta de Lontar',
    username: 'Usuario o correo electrónico',
    usernamePlaceholder: 'usuario o correo',
    password: 'Contraseña',
    remember: 'Recordarme',
    forgot: '¿Olvidó su contraseña?',
    submit: 'Iniciar sesión',
    noAccount: '¿No tiene una cuenta?',
    register: 'Registrarse',
    language: 'Idioma',
    required: 'El campo «{{field}}» es obligatorio.',
    version: 'Versión {{version}}',
    openingCompany: 'Al iniciar sesión se abrirá directamente la empresa {{name}}.',
  },
};
