export { LearnView } from './components/learn-view.tsx';
