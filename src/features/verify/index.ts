export { VerifyView } from './components/verify-view.tsx';
export { useVerifyStore } from './verify-store.ts';
