import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type NewsletterSender } from '@vault/contracts';
import { Repository } from 'typeorm';
import { NewsletterSenderEntity } from './newsletter-sender.entity.js';

function toNewsletterSender(row: NewsletterSenderEntity): NewsletterSender {
  return { id: row.id, address: row.address, createdAt: row.createdAt.toISOString() };
}

/** The senders a user marked as newsletters (saved whole even without list headers). */
@Injectable()
export class NewsletterSendersService {
  constructor(
    @InjectRepository(NewsletterSenderEntity)
    private readonly senders: Repository<NewsletterSenderEntity>,
  ) {}

  async list(userId: number): Promise<NewsletterSender[]> {
    const rows = await this.senders.find({ where: { userId }, order: { address: 'ASC' } });
    return rows.map(toNewsletterSender);
  }

  async add(userId: number, address: string): Promise<NewsletterSender> {
    const normalised = address.trim().toLowerCase();
    if ((await this.senders.countBy({ userId })) >= LIMITS.newsletterSendersMax) {
      throw new ConflictException({
        message: `You can mark up to ${LIMITS.newsletterSendersMax} senders as newsletters`,
        code: 'too_many_senders',
      });
    }
    await this.senders
      .createQueryBuilder()
      .insert()
      .values({ userId, address: normalised })
      .orIgnore()
      .execute();
    return toNewsletterSender(await this.senders.findOneByOrFail({ userId, address: normalised }));
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.senders.delete({ id, userId });
    if (!result.affected) throw new NotFoundException('Sender not found');
  }

  async isNewsletterSender(userId: number, address: string): Promise<boolean> {
    return this.senders.existsBy({ userId, address: address.trim().toLowerCase() });
  }
}
