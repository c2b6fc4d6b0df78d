/**
 * The rules of the LSP lifecycle that hold before any handler runs (LSP 3.17, "Initialize
 * Request"): until the client's `initialize` request, a request is answered with
 * ServerNotInitialized (-32002) and a notification is dropped, except `exit`. vscode-languageserver
 * leaves this to the server (a hover before `initialize` was answered `null`), so it is done here,
 * between the transport's reader and the connection, for every transport alike. It also notes
 * whether `shutdown` was asked, for the exit code when the client goes away.
 */
import {
  Disposable,
  ErrorCodes,
  ExitNotification,
  InitializeRequest,
  Message,
  ShutdownRequest,
  type DataCallback,
  type MessageReader,
  type MessageWriter,
} from "vscode-languageserver/node";

export class Lifecycle implements MessageReader {
  readonly #reader: MessageReader;
  readonly #writer: MessageWriter;
  #initializeReceived = false;
  #shutdownReceived = false;

  constructor(reader: MessageReader, writer: MessageWriter) {
    this.#reader = reader;
    this.#writer = writer;
  }

  /** Whether the client asked for `shutdown`: a server that exits after it exits with 0. */
  get shutdownReceived(): boolean {
    return this.#shutdownReceived;
  }

  get onError(): MessageReader["onError"] {
    return this.#reader.onError;
  }

  get onClose(): MessageReader["onClose"] {
    return this.#reader.onClose;
  }

  get onPartialMessage(): MessageReader["onPartialMessage"] {
    return this.#reader.onPartialMessage;
  }

  listen(callback: DataCallback): Disposable {
    return this.#reader.listen((message) => {
      if (Message.isRequest(message)) {
        if (message.method === InitializeRequest.method) this.#initializeReceived = true;
        else if (!this.#initializeReceived) {
          void this.#writer
            .write({
              jsonrpc: "2.0",
              id: message.id,
              error: { code: ErrorCodes.ServerNotInitialized, message: "the server has not been initialized" },
            } as Message)
            .catch(() => undefined); // a client that is gone cannot be told
          return;
        }
        if (message.method === ShutdownRequest.method) this.#shutdownReceived = true;
      } else if (Message.isNotification(message) && !this.#initializeReceived) {
        if (message.method !== ExitNotification.method) return;
      }
      callback(message);
    });
  }

  dispose(): void {
    this.#reader.dispose();
  }
}
