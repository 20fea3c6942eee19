import HashTreeCollections

/// An array whose copies share their storage: copying is O(1), and appending, removing at
/// either end, reading and replacing an element are O(log n) on a copy as on the original.
///
/// The engine works on a copy of its state and commits it only when an operation succeeds
/// (VC-4). With a plain `Array`, the first change to a copied stack, chain or queue copies all
/// of it, so every operation would cost as much as the hierarchy is large. This keeps that
/// guarantee at a cost that does not grow with the size (issue: cost that stays flat).
///
/// Elements are stored in a persistent hash tree (swift-collections' `TreeDictionary`) under
/// their absolute position; `start` moves on `removeFirst`, so a queue never renumbers.
public struct PersistentArray<Element: Sendable>: Sendable {
    private var storage: TreeDictionary<Int, Element>
    private var start: Int
    private var end: Int

    /// An empty array.
    public init() {
        storage = [:]
        start = 0
        end = 0
    }

    /// The elements of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        for element in elements { append(element) }
    }

    /// Adds an element at the end.
    public mutating func append(_ element: Element) {
        storage[end] = element
        end += 1
    }

    /// Adds the elements at the end, in order.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Removes and returns the last element; the array must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(end > start, "removeLast on an empty PersistentArray")
        end -= 1
        return storage.removeValue(forKey: end)!
    }

    /// Removes and returns the first element; the array must not be empty.
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(end > start, "removeFirst on an empty PersistentArray")
        let element = storage.removeValue(forKey: start)!
        start += 1
        return element
    }

    /// Keeps the first `count` elements: O(removed × log n).
    public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count)
        while self.count > count { removeLast() }
    }
}

extension PersistentArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { end - start }
    public var count: Int { end - start }
    public var isEmpty: Bool { end == start }

    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "PersistentArray index \(position) out of range 0..<\(count)")
            return storage[start + position]!
        }
        set {
            precondition(position >= 0 && position < count, "PersistentArray index \(position) out of range 0..<\(count)")
            storage[start + position] = newValue
        }
    }

    public var last: Element? { isEmpty ? nil : storage[end - 1] }
    public var first: Element? { isEmpty ? nil : storage[start] }
}

extension PersistentArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension PersistentArray: Equatable where Element: Equatable {
    public static func == (left: Self, right: Self) -> Bool {
        guard left.count == right.count else { return false }
        // Shared storage compares without visiting every element.
        if left.start == right.start { return left.storage == right.storage }
        return left.elementsEqual(right)
    }
}

extension PersistentArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PersistentArray: CustomStringConvertible {
    public var description: String { Array(self).description }
}
