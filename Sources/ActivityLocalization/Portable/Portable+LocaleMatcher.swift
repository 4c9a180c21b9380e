extension Portable {
    /// CLDR language matching as ICU 72's `LocaleMatcher` does it (one desired
    /// locale, no default locale, favouring language, one-way matches allowed):
    /// `LocaleDistance::getBestIndexAndDistance` over the flattened distance trie,
    /// with paradigm locales tried first among equals.
    ///
    /// Thread safety: immutable after `init`.
    final class LocaleMatcher: Sendable {
        private let supportedLSRs: [LSR]
        /// The index in the caller's list of each entry of `supportedLSRs`.
        private let supportedIndexes: [Int]
        /// The first caller index of each distinct LSR.
        private let indexOfLSR: [String: Int]

        /// `DISTANCE_IS_FINAL`: nothing continues the node a distance came from.
        private static let isFinal = 0x100
        /// `DISTANCE_SKIP_SCRIPT`: the language pair decides; skip the script lookup.
        private static let skipScript = 0x80
        /// `DISTANCE_SHIFT`: distances carry 3 bits of micro-distance below them.
        private static let shift = 3
        /// Default language, script and region distances, and the minimum region distance.
        private static let defaults: [Int] = (0..<CLDRData.distanceTable.count).map { Int(CLDRData.distanceTable.string(at: $0)) ?? 0 }
        /// The paradigm locales' LSRs, tried first among supported entries.
        private static let paradigmLSRs: [LSR] = (0..<CLDRData.paradigmTable.count).map { index in
            let fields = CLDRData.paradigmTable.string(at: index).split(separator: " ", omittingEmptySubsequences: false)
            return LSR(language: String(fields[0]), script: String(fields[1]), region: String(fields[2]), flags: 0)
        }

        /// - Parameter supported: ICU locale IDs, in priority order.
        init?(supported: [String]) {
            guard !supported.isEmpty else { return nil }
            let lsrs = supported.map(Portable.maximizedLSR)
            var ordered: [LSR] = []
            var indexes: [Int] = []
            var first: [String: Int] = [:]
            func add(_ index: Int) {
                guard first[lsrs[index].key] == nil else { return }
                first[lsrs[index].key] = index
                ordered.append(lsrs[index])
                indexes.append(index)
            }
            let isParadigm = lsrs.map { lsr in Self.paradigmLSRs.contains { $0.isEquivalent(to: lsr) } }
            for index in lsrs.indices where isParadigm[index] { add(index) }
            for index in lsrs.indices where !isParadigm[index] { add(index) }
            supportedLSRs = ordered
            supportedIndexes = indexes
            indexOfLSR = first
        }

        /// The index of the best supported locale for `desired`, or `nil`.
        func bestIndex(for desired: String) -> Int? {
            let lsr = Portable.maximizedLSR(desired)
            if let index = indexOfLSR[lsr.key] { return index }
            let threshold = Self.defaults[1] << Self.shift
            guard let best = bestIndexAndDistance(lsr, threshold: threshold) else { return nil }
            return supportedIndexes[best]
        }

        /// A node of the flattened distance trie.
        private static func node(_ path: String) -> TrieNode? { TrieNode(CLDRData.distance, path) }

        /// `LocaleDistance::trieNext`: with `wantValue`, the value (with
        /// `isFinal` when nothing continues it) or -1; else 0 when the node
        /// continues, -1 when not.
        private static func next(_ path: String, _ subtag: String, wantValue: Bool) -> (Int, String) {
            guard !subtag.isEmpty else { return (-1, path) }
            let next = path.isEmpty ? subtag : path + "-" + subtag
            guard let node = node(next) else { return (-1, next) }
            if wantValue {
                guard let value = node.value else { return (-1, next) }
                return (node.hasNext ? value : value | isFinal, next)
            }
            return (node.hasNext ? 0 : -1, next)
        }

        /// `LocaleDistance::getBestIndexAndDistance`: the index in `supportedLSRs` of
        /// the closest entry under the threshold, or `nil`.
        private func bestIndexAndDistance(_ desired: LSR, threshold startThreshold: Int) -> Int? {
            var shiftedThreshold = startThreshold
            let defaults = Self.defaults
            let (desiredLanguageDistance, desiredPath) = Self.next("", desired.language, wantValue: false)
            var bestIndex: Int?
            var bestLikelyInfo = -1
            for (index, supported) in supportedLSRs.enumerated() {
                let roundedThreshold = (shiftedThreshold + (1 << Self.shift) - 1) >> Self.shift
                var star = false
                var distance = desiredLanguageDistance
                var path = desiredPath
                if distance >= 0 {
                    (distance, path) = Self.next(desiredPath, supported.language, wantValue: true)
                }
                var flags: Int
                if distance >= 0 {
                    flags = distance & (Self.isFinal | Self.skipScript)
                    distance &= ~(Self.isFinal | Self.skipScript)
                } else {
                    distance = desired.language == supported.language ? 0 : defaults[0]
                    flags = 0
                    star = true
                }
                if distance >= roundedThreshold { continue }

                var scriptDistance: Int
                if star || flags != 0 {
                    scriptDistance = desired.script == supported.script ? 0 : defaults[1]
                } else {
                    (scriptDistance, path) = Self.scriptDistance(path, desired.script, supported.script)
                    flags = scriptDistance & Self.isFinal
                    scriptDistance &= ~Self.isFinal
                }
                distance += scriptDistance
                if distance >= roundedThreshold { continue }

                if desired.region == supported.region {
                    // No region distance.
                } else if star || flags & Self.isFinal != 0 {
                    distance += defaults[2]
                } else {
                    let remaining = roundedThreshold - distance
                    if defaults[3] >= remaining { continue }
                    distance += Self.regionDistance(path, Self.partitions(desired.region),
                                                    Self.partitions(supported.region), threshold: remaining)
                }
                var shifted = distance << Self.shift
                if shifted == 0 {
                    shifted |= desired.flags ^ supported.flags
                    if shifted < shiftedThreshold {
                        if shifted == 0 { return index }
                        bestIndex = index
                        shiftedThreshold = shifted
                        bestLikelyInfo = -1
                    }
                } else if shifted < shiftedThreshold {
                    bestIndex = index
                    shiftedThreshold = shifted
                    bestLikelyInfo = -1
                } else if shifted == shiftedThreshold, let best = bestIndex {
                    bestLikelyInfo = Self.compareLikely(supported, supportedLSRs[best], bestLikelyInfo)
                    if bestLikelyInfo & 1 != 0 { bestIndex = index }
                }
            }
            return bestIndex
        }

        /// `LocaleDistance::getDesSuppScriptDistance`, and the node reached.
        private static func scriptDistance(_ start: String, _ desired: String, _ supported: String) -> (Int, String) {
            var (distance, path) = next(start, desired, wantValue: false)
            if distance >= 0 { (distance, path) = next(path, supported, wantValue: true) }
            if distance < 0 {
                path = start + "-*"
                let node = node(path)
                distance = desired == supported ? 0 : (node?.value ?? 0)
                if node?.hasNext != true { distance |= isFinal }
            }
            return (distance, path)
        }

        /// The region partitions of a region (`?`'s for any other).
        private static func partitions(_ region: String) -> [String] {
            let value = CLDRData.partitions.value(for: region) ?? CLDRData.partitions.value(for: "?") ?? "."
            return value.map(String.init)
        }

        /// The `*` region distance below `start`.
        private static func fallbackRegionDistance(_ start: String) -> Int { node(start + "-*")?.value ?? 0 }

        /// `LocaleDistance::getRegionPartitionsDistance`: the largest distance
        /// between any desired and any supported partition.
        private static func regionDistance(_ start: String, _ desired: [String], _ supported: [String], threshold: Int) -> Int {
            var regionDistance = 0
            var star = false
            for desiredPartition in desired {
                let desiredPath = start + "-" + desiredPartition
                if let desiredNode = node(desiredPath), desiredNode.hasNext {
                    for supportedPartition in supported {
                        let d: Int
                        if let value = node(desiredPath + "-" + supportedPartition)?.value {
                            d = value
                        } else if star {
                            d = 0
                        } else {
                            d = fallbackRegionDistance(start)
                            star = true
                        }
                        if d >= threshold { return d }
                        regionDistance = max(regionDistance, d)
                    }
                } else if !star {
                    let d = fallbackRegionDistance(start)
                    if d >= threshold { return d }
                    regionDistance = max(regionDistance, d)
                    star = true
                }
            }
            return regionDistance
        }

        /// `XLikelySubtags::compareLikely`: bit 0 set when `lsr` has the more
        /// likely script (or region) of the two.
        private static func compareLikely(_ lsr: LSR, _ other: LSR, _ info: Int) -> Int {
            if lsr.language != other.language { return -4 }
            if lsr.script != other.script {
                let likely = Portable.maximize(language: lsr.language, script: "", region: "")
                return likely.script == lsr.script ? 1 : 0
            }
            if lsr.region != other.region {
                let likely = Portable.maximize(language: lsr.language, script: lsr.script, region: "")
                return likely.region == lsr.region ? 3 : 2
            }
            return info >= 0 ? info & ~1 : 0
        }
    }
}
