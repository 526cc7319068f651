import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { notification } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerToastRenderer, type ToastKind, toastColors } from './toast';

const icons: Record<ToastKind, ReactNode> = {
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** Shows the toasts with antd's notification, bottom-left and closable. */
export default function ToastRenderer() {
  const [api, holder] = notification.useNotification({ placement: 'bottomLeft' });
  useEffect(
    () =>
      registerToastRenderer(({ kind, text }) => {
        const color = toastColors[kind];
        api.open({
          title: text,
          icon: (
            <span aria-hidden style={{ color }}>
              {icons[kind]}
            </span>
          ),
          placement: 'bottomLeft',
          closable: true,
          role: kind === 'info' ? 'status' : 'alert',
          className: `portal-toast portal-toast-${kind}`,
          style: { borderInlineStart: `4px solid ${color}` },
        });
      }),
    [api],
  );
  return holder;
}
