/** Builders for the spec's parameterised paths (spec 000 §2), which react-router's `:param` segments cannot express. */
export const paths = {
  login: '/',
  register: '/register',
  reset: '/reset',
  tenant: '/tenant',
  open: (companyKey: string) => `/open=${encodeURIComponent(companyKey)}`,
};
