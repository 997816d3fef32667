import { describe, expect, it } from 'vitest';
import { digestMail, newConversationMail } from './messages.mails.ts';

const facts = {
  receiver: { email: 'vendedor@correo.ec', name: 'Carlos' },
  sender: { id: 7, name: 'Lucía' },
  listingTitle: 'Panadería en Quito',
  count: 1,
  quoted: '',
};

describe('chat mails about a message that is only files (decision 072)', () => {
  it('say a file was sent, without an empty quote or the file name', () => {
    const mail = newConversationMail(facts, 'https://traspasa.test');
    expect(mail.text).toContain('(Un archivo adjunto: ábrelo en Traspasa para verlo.)');
    expect(mail.text).not.toContain('«»');
    expect(digestMail({ ...facts, count: 2 }, 'https://traspasa.test').text).toContain('(Un archivo adjunto');
  });

  it('still quote the text of a message with text', () => {
    expect(newConversationMail({ ...facts, quoted: 'Hola  Carlos' }, 'https://traspasa.test').text).toContain(
      '«Hola Carlos»',
    );
  });
});
