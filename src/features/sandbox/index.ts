export { SandboxView } from './components/sandbox-view.tsx';
