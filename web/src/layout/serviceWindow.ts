/** Customer-service chats open in their own small window, as the platform's site does. */
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;

export function openServiceWindow(url: string): void {
  const left = Math.max(0, window.screenX + (window.outerWidth - SERVICE_WINDOW.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SERVICE_WINDOW.height) / 2);
  window.open(
    url,
    'customer-service',
    `width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height},left=${left},top=${top},noopener`,
  );
}
