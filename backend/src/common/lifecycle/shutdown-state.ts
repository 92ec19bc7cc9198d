import { Injectable } from '@nestjs/common';

/**
 * Set when the process has been asked to stop: readiness answers 503 while running jobs finish,
 * so a load balancer stops sending traffic before the server closes.
 */
@Injectable()
export class ShutdownState {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  beginDraining(): void {
    this.draining = true;
  }
}
