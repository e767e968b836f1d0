import { Spin } from 'antd';

/** Shown while a route's code chunk loads. */
export function PageLoader() {
  return (
    <div className="page-loader">
      <Spin size="large" />
    </div>
  );
}
