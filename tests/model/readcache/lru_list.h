// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file lru_list.h
/// An LRU cache of `capacity` items as a real list, the front the most recent: the independent
/// reference the read-cache tests replay traces through. Knows nothing of the model.

#include <cstddef>
#include <cstdint>
#include <list>
#include <unordered_map>

namespace accel::test {

class LruList {
public:
  explicit LruList(std::size_t capacity) : capacity_(capacity) {}
  /// Brings the item to the front, inserting it (and evicting the last) when it was not
  /// cached; true when it was.
  bool access(std::uint32_t item)
  {
    const auto it = where_.find(item);
    if (it != where_.end()) {
      order_.splice(order_.begin(), order_, it->second);
      return true;
    }
    if (capacity_ == 0)
      return false;
    if (order_.size() == capacity_) {
      where_.erase(order_.back());
      order_.pop_back();
    }
    order_.push_front(item);
    where_[item] = order_.begin();
    return false;
  }
  /// Removes the item if it is cached (a write that invalidates it).
  void drop(std::uint32_t item)
  {
    const auto it = where_.find(item);
    if (it == where_.end())
      return;
    order_.erase(it->second);
    where_.erase(it);
  }

private:
  std::size_t capacity_;
  std::list<std::uint32_t> order_;
  std::unordered_map<std::uint32_t, std::list<std::uint32_t>::iterator> where_;
};

}  // namespace accel::test
