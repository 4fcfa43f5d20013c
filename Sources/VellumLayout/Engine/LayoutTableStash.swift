import Foundation
import VellumCore

/// Empty per-node tables of one kind, kept from one layout pass for the
/// next, so a large pass writes into memory the process already has.
///
/// A pass of a 100,000-view tree fills tables of some 20 MB each (the nodes,
/// the engine's per-node state). Allocated afresh, every page of them is a
/// page fault when first written: glibc maps allocations that large on their
/// own and gives them back to the system when they are freed, and a render
/// runs on a thread of its own, whose arena is trimmed in the same way. That
/// was an eighth of a large render's time. A finished pass hands its tables
/// back here emptied, their capacity kept; the next pass takes them.
///
/// At most `slots` tables are kept (two renders can run at once on a 2-core
/// machine), and only tables of `minimumCount` to `maximumCount` elements:
/// a small table costs the allocator nothing to make again, and a huge one
/// is not worth holding for the life of the process. The stashes are
/// `LayoutTables`'.
package final class LayoutTableStash<Element>: @unchecked Sendable {
    // Unchecked: `spare` is only touched under its lock; the arrays handed
    // in and out are values, emptied before they are kept.
    private let spare = Locked<[[Element]]>([])

    /// How many tables are kept at most.
    static var slots: Int { 2 }
    /// Tables smaller than this are not kept.
    static var minimumCount: Int { 4_096 }
    /// Tables larger than this are not kept.
    static var maximumCount: Int { 500_000 }

    package init() {}

    /// A kept, empty table for about `count` elements (the smallest that
    /// holds them, else the largest kept), or a new empty one.
    package func take(for count: Int) -> [Element] {
        guard count >= Self.minimumCount else { return [] }
        return spare.withLock { tables in
            let fitting = tables.indices.filter { tables[$0].capacity >= count }
            let pick = fitting.min { tables[$0].capacity < tables[$1].capacity }
                ?? tables.indices.max { tables[$0].capacity < tables[$1].capacity }
            return pick.map { tables.remove(at: $0) } ?? []
        }
    }

    /// Keeps `table`'s storage, emptied with its capacity kept, for a later
    /// pass, when it is worth keeping and a slot is free or holds a smaller
    /// table; `table` is left empty.
    package func give(_ table: inout [Element]) {
        var kept: [Element] = []
        swap(&kept, &table)
        let capacity = kept.capacity
        guard capacity >= Self.minimumCount, capacity <= Self.maximumCount else { return }
        // Emptied outside the lock: releasing the elements is the costly part.
        kept.removeAll(keepingCapacity: true)
        spare.withLock { tables in
            if tables.count < Self.slots { tables.append(kept); return }
            if let smallest = tables.indices.min(by: { tables[$0].capacity < tables[$1].capacity }),
               tables[smallest].capacity < capacity {
                tables[smallest] = kept
            }
        }
    }

    /// The capacities of the tables kept now, largest first.
    package var keptCapacities: [Int] {
        spare.withLock { $0.map(\.capacity).sorted(by: >) }
    }

    /// Lets go of every kept table.
    package func empty() {
        spare.withLock { $0.removeAll() }
    }
}
