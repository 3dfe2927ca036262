import type { useBeckyChat } from './use-becky-chat'

/**
 * What a MessageList shows and does for one of Becky's chats. The coaching page and the widget
 * draw the same kind of thread, so a choice picked in either is sent the same way.
 */
export function chatThreadProps(chat: ReturnType<typeof useBeckyChat>) {
  return {
    messages: chat.messages,
    typing: chat.typing,
    announcement: chat.announcement,
    busy: chat.sending,
    onPick: (option: string) => void chat.send(option),
  }
}
