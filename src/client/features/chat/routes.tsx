import { MessageCircle } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const ChatPage = lazyPage(() => import('./pages/chat-page'), 'ChatPage');
const DuasPage = lazyPage(() => import('./pages/duas-page'), 'DuasPage');

/**
 * The Q&A chat (the bottom bar's Ask AI, so on a desktop in the sidebar's second group too) and the
 * dua generator.
 */
export const chatRoutes: readonly FeatureRoute[] = [
  {
    path: '/chat',
    access: 'signed-in',
    page: ChatPage,
    namespaces: ['chat'],
    nav: [{ place: 'bottom-bar', order: 60, labelKey: 'bottomBar.askAi', icon: MessageCircle }],
  },
  { path: '/duas', access: 'signed-in', page: DuasPage, namespaces: ['chat'] },
];
