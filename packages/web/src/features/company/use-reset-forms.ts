import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * A dialog keeps its form instances across a reload, and antd lets the values already in a form win over new
 * initial values. The component that renders freshly loaded values calls this so the forms start from them.
 */
export function useResetForms(...forms: FormInstance[]): void {
  useEffect(() => {
    for (const form of forms) form.resetFields();
    // Once per mount: a reload remounts the component.
  }, []);
}
