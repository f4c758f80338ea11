export function sandboxPlugin() {
  return { name: 'sandbox' };
}
