export { RequestView } from './components/request-view.tsx';
export { useRequestStore } from './request-store.ts';
