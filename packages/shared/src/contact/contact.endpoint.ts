export const contactMessageEndpoint = {
  path: '/contact',
  listKey: 'messages',
  itemKey: 'contactMessage',
} as const;
