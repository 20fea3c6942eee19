import Foundation

/// Issue 35: swift-syntax's parser and every walk over its tree recurse once per level of
/// nesting, and `BracketNesting` lets an expression reach `depthLimit` levels: more than a
/// thread's default stack holds in a debug build (a test's or a dispatch thread's is smaller
/// still). The reader's work runs on a thread with a large stack (address space: only the pages
/// used become memory).
public enum LargeStack {
    public static let size = 1 << 30
    static let marker = "handheld.largeStack"

    /// Says the current thread was started with a stack of `size` bytes (the tool's own worker).
    public static func markCurrentThread() {
        Thread.current.threadDictionary[marker] = true
    }

    /// `body` on a thread with a stack of `size` bytes (this one, when it has it); the caller
    /// waits for it.
    public static func run<Value>(_ body: () -> Value) -> Value {
        if Thread.current.threadDictionary[marker] as? Bool == true { return body() }
        return withoutActuallyEscaping(body) { body in
            let work = Unchecked(body: body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                markCurrentThread()
                work.value = work.body?()
                // Let go of the body before the caller goes on: it must not outlive the call.
                work.body = nil
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return work.value!
        }
    }

    /// The work and its result, handed to the thread and back; the caller waits, so the two
    /// never touch them at once.
    private final class Unchecked<Value>: @unchecked Sendable {
        var body: (() -> Value)?
        var value: Value?
        init(body: @escaping () -> Value) { self.body = body }
    }
}
